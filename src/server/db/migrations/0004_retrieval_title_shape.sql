ALTER TABLE "kb_retrieval_articles" ADD COLUMN "title_length" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "kb_retrieval_articles" ADD COLUMN "question_length" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "kb_retrieval_articles" ADD COLUMN "article_number" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "kb_retrieval_articles" ADD COLUMN "treatise" boolean DEFAULT false NOT NULL;