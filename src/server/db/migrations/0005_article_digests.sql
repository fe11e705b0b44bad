CREATE TABLE "kb_article_digests" (
	"article_ref" text PRIMARY KEY NOT NULL,
	"digest" jsonb NOT NULL
);
