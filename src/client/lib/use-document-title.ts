import { useEffect } from "react";

export const SITE_NAME = "Angelicus";

/** Sets the browser tab title for a page: "{title} · Angelicus", or the bare title when `exact`. */
export function useDocumentTitle(title: string, { exact = false }: { exact?: boolean } = {}) {
  useEffect(() => {
    document.title = exact ? title : `${title} · ${SITE_NAME}`;
  }, [title, exact]);
}
