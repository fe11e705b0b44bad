CREATE SEQUENCE "public"."kb_content_version" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "kb_retrieval_articles" (
	"article_ref" text NOT NULL,
	"language" varchar(5) NOT NULL,
	"work_key" text NOT NULL,
	"work" text NOT NULL,
	"author" text NOT NULL,
	"title" text NOT NULL,
	"title_vector" "tsvector" NOT NULL,
	"body_vector" "tsvector" NOT NULL,
	"passages" integer NOT NULL,
	CONSTRAINT "kb_retrieval_articles_article_ref_language_pk" PRIMARY KEY("article_ref","language")
);
--> statement-breakpoint
CREATE TABLE "kb_retrieval_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"signature" text NOT NULL,
	"built_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kb_retrieval_terms" (
	"language" varchar(5) NOT NULL,
	"lexeme" text NOT NULL,
	"articles" integer NOT NULL,
	CONSTRAINT "kb_retrieval_terms_language_lexeme_pk" PRIMARY KEY("language","lexeme")
);
--> statement-breakpoint
CREATE INDEX "kb_retrieval_title_idx" ON "kb_retrieval_articles" USING gin ("title_vector");--> statement-breakpoint
CREATE INDEX "kb_retrieval_body_idx" ON "kb_retrieval_articles" USING gin ("body_vector");--> statement-breakpoint
CREATE INDEX "kb_retrieval_work_idx" ON "kb_retrieval_articles" USING btree ("work_key","language");