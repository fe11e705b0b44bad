import { EmptyState } from "@client/components/layout/empty-state";
import { PageShell } from "@client/components/layout/page-shell";
import { Button } from "@client/components/ui/button";
import { useDocumentTitle } from "@client/lib/use-document-title";
import { ArrowLeft, BookMarked, MessageCircle } from "lucide-react";
import { Link } from "react-router";

export function MaterialsPage() {
  useDocumentTitle("Saved Study Materials");
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
        <div className="mt-4 mb-10">
          <h1 className="text-4xl font-semibold sm:text-5xl">Saved Study Materials</h1>
          <p className="mt-2 max-w-2xl text-lg text-muted-foreground">
            Lesson plans, quizzes, worksheets and study guides made from your conversations with Saint Thomas.
          </p>
        </div>
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
      </div>
    </PageShell>
  );
}
