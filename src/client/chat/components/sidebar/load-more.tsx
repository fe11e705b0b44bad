import { Button } from "@client/components/ui/button";
import { useEffect, useRef } from "react";

/**
 * The end of the loaded list: older conversations load as it scrolls into view, or when it is pressed
 * (for a keyboard, or a screen too tall to scroll).
 */
export function LoadMore({ loading, onLoadMore }: { loading: boolean; onLoadMore: () => void }) {
  const ref = useRef<HTMLButtonElement>(null);
  const latest = useRef(onLoadMore);
  latest.current = onLoadMore;

  useEffect(() => {
    const element = ref.current;
    if (!element || loading) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) latest.current();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [loading]);

  return (
    <div className="px-2 pt-2">
      <Button
        ref={ref}
        variant="ghost"
        size="sm"
        className="w-full text-muted-foreground"
        disabled={loading}
        onClick={onLoadMore}
        data-testid="load-more-conversations"
      >
        {loading ? "Loading older conversations…" : "Load older conversations"}
      </Button>
    </div>
  );
}
