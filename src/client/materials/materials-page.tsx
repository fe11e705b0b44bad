import { useIsMobile } from "@client/chat/state/use-media-query";
import { EmptyState } from "@client/components/layout/empty-state";
import { PageShell } from "@client/components/layout/page-shell";
import { Button } from "@client/components/ui/button";
import { Skeleton } from "@client/components/ui/skeleton";
import { toast } from "@client/components/ui/use-toast";
import { useDocumentTitle } from "@client/lib/use-document-title";
import type { Material } from "@common/materials/contract";
import { ArrowLeft, BookMarked, MessageCircle, SearchX, TriangleAlert } from "lucide-react";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { serverMessage, useDeleteMaterial, useMaterials } from "./api/materials-api";
import { LibraryFilters } from "./components/library-filters";
import { MaterialCard } from "./components/material-card";
import { MaterialViewDialog } from "./components/material-view-dialog";
import { applyLibraryFilter, DEFAULT_FILTER, type LibraryFilter } from "./library-filter";

/** §2 Study Materials Library: the saved materials, filtered, searched and sorted. */
export function MaterialsPage() {
  useDocumentTitle("Saved Study Materials");
  const isMobile = useIsMobile();
  const materials = useMaterials();
  const remove = useDeleteMaterial();
  const [filter, setFilter] = useState<LibraryFilter>(DEFAULT_FILTER);
  const [viewing, setViewing] = useState<Material | null>(null);
  const shown = useMemo(
    () => applyLibraryFilter([...(materials.data ?? [])], filter),
    [materials.data, filter],
  );

  const deleteOne = (m: Material) =>
    remove.mutate(m.id, {
      onSuccess: () =>
        toast({
          title: "Material Deleted",
          description: "Study material has been removed from your library.",
        }),
      onError: (error) =>
        toast({
          title: "Delete Failed",
          description: serverMessage(error) ?? "Failed to delete material. Please try again.",
          variant: "destructive",
        }),
    });

  return (
    <PageShell>
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <Link
          to="/chat"
          className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to chat
        </Link>
        <div className="mt-4 mb-8">
          <h1 className="text-4xl font-semibold sm:text-5xl">Saved Study Materials</h1>
          <p className="mt-2 max-w-2xl text-lg text-muted-foreground">
            Summaries, worksheets, quizzes, flashcards and study guides made from your conversations with
            Saint Thomas.
          </p>
        </div>
        {materials.isPending ? (
          <div className="grid gap-4 lg:grid-cols-2" aria-busy="true">
            <Skeleton className="h-48" />
            <Skeleton className="h-48" />
          </div>
        ) : materials.isError ? (
          <EmptyState
            icon={TriangleAlert}
            title="Failed to load materials"
            action={<Button onClick={() => window.location.reload()}>Try Again</Button>}
          >
            The library could not be reached just now.
          </EmptyState>
        ) : materials.data.length === 0 ? (
          <EmptyState
            icon={BookMarked}
            title="No saved materials yet"
            action={
              <Button asChild>
                <Link to="/chat">
                  <MessageCircle aria-hidden="true" />
                  Start a Conversation
                </Link>
              </Button>
            }
          >
            Ask Saint Thomas a question, then turn any of his answers into study materials and save them here.
          </EmptyState>
        ) : (
          <div className="space-y-6">
            <LibraryFilters value={filter} onChange={setFilter} />
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {shown.length} of {materials.data.length}{" "}
              {materials.data.length === 1 ? "material" : "materials"}
            </p>
            {shown.length === 0 ? (
              <EmptyState icon={SearchX} title="No materials match your filters">
                Try another search, type or level.
              </EmptyState>
            ) : (
              <div className="grid grid-cols-1 gap-4 lg:grid-cols-2" data-testid="materials-grid">
                {shown.map((m) => (
                  <MaterialCard
                    key={m.id}
                    material={m}
                    isMobile={isMobile}
                    deleting={remove.isPending && remove.variables === m.id}
                    onView={() => setViewing(m)}
                    onDelete={() => deleteOne(m)}
                  />
                ))}
              </div>
            )}
          </div>
        )}
      </div>
      <MaterialViewDialog material={viewing} isMobile={isMobile} onClose={() => setViewing(null)} />
    </PageShell>
  );
}
