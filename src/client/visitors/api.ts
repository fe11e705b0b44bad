import { apiRequest, queryClient } from "@client/lib/query-client";
import { apiErrorSchema } from "@common/http/errors";
import {
  deletedDataSchema,
  type TransferLink,
  transferLinkSchema,
  visitorSchema,
} from "@common/visitors/contract";
import { useMutation, useQuery } from "@tanstack/react-query";
import { fetchParsed } from "../chat/api/fetch-parsed";

const VISITOR = "/api/visitor";

export function useVisitor() {
  return useQuery({
    queryKey: [VISITOR],
    queryFn: ({ signal }) => fetchParsed(VISITOR, visitorSchema, signal),
  });
}

/** The full address of a transfer link, on this site. */
export function transferUrl(link: TransferLink): string {
  return new URL(link.path, window.location.origin).toString();
}

export function useCreateTransferLink() {
  return useMutation({
    mutationFn: async () =>
      transferLinkSchema.parse(await (await apiRequest("POST", `${VISITOR}/transfer`)).json()),
  });
}

/** Everything the screens hold came from the previous visitor: forget it all. */
function forgetEverything() {
  queryClient.removeQueries();
}

export function useDeleteAllData() {
  return useMutation({
    mutationFn: async () =>
      deletedDataSchema.parse(await (await apiRequest("DELETE", `${VISITOR}/data`)).json()),
    onSuccess: forgetEverything,
  });
}

/** Claims a transfer token; the error carries the server's own sentence. */
export async function claimTransfer(token: string) {
  const res = await fetch(`${VISITOR}/transfer/claim`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ token }),
    credentials: "include",
  });
  if (!res.ok) {
    const parsed = apiErrorSchema.safeParse(await res.json().catch(() => null));
    throw new Error(parsed.success ? parsed.data.message : "The link could not be used. Please try again.");
  }
  const visitor = visitorSchema.parse(await res.json());
  forgetEverything();
  return visitor;
}

export function useClaimTransfer() {
  return useMutation({ mutationFn: claimTransfer });
}
