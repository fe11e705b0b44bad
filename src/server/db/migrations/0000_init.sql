CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text DEFAULT 'New Conversation' NOT NULL,
	"visitor_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "debate_arguments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"debate_id" uuid NOT NULL,
	"speaker" text NOT NULL,
	"turn_number" integer NOT NULL,
	"content" text NOT NULL,
	"citations" jsonb,
	"analysis" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "debates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"topic" text NOT NULL,
	"description" text,
	"opponent_philosopher" text NOT NULL,
	"aquinas_defends" boolean DEFAULT true NOT NULL,
	"moderator_instructions" text,
	"current_turn" integer DEFAULT 1 NOT NULL,
	"max_turns" integer DEFAULT 6 NOT NULL,
	"status" text DEFAULT 'setup' NOT NULL,
	"education_level" text DEFAULT 'college' NOT NULL,
	"visitor_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "educational_materials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid,
	"message_id" text,
	"title" text NOT NULL,
	"description" text,
	"material_type" text NOT NULL,
	"education_level" text NOT NULL,
	"content" text NOT NULL,
	"visitor_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kb_imports" (
	"source" text PRIMARY KEY NOT NULL,
	"checksum" text NOT NULL,
	"rows" integer NOT NULL,
	"unresolved_links" integer DEFAULT 0 NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_base" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"work_key" text NOT NULL,
	"work" text NOT NULL,
	"author" text NOT NULL,
	"section" text NOT NULL,
	"section_kind" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"reference" text NOT NULL,
	"article_ref" text NOT NULL,
	"location" jsonb NOT NULL,
	"ordinal" integer NOT NULL,
	"language" varchar(5) DEFAULT 'en' NOT NULL,
	"original_language" varchar(5),
	"translation_of" uuid,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector(case when language = 'en' then 'english'::regconfig else 'simple'::regconfig end, coalesce(title, '')), 'A') || setweight(to_tsvector(case when language = 'en' then 'english'::regconfig else 'simple'::regconfig end, content), 'B')) STORED
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"role" text NOT NULL,
	"content" text NOT NULL,
	"citations" jsonb,
	"confidence" text,
	"engine" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kb_scripture_links" (
	"passage_id" uuid NOT NULL,
	"verse_id" uuid NOT NULL,
	"cited" text NOT NULL,
	CONSTRAINT "kb_scripture_links_passage_id_verse_id_pk" PRIMARY KEY("passage_id","verse_id")
);
--> statement-breakpoint
ALTER TABLE "debate_arguments" ADD CONSTRAINT "debate_arguments_debate_id_debates_id_fk" FOREIGN KEY ("debate_id") REFERENCES "public"."debates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "educational_materials" ADD CONSTRAINT "educational_materials_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_base" ADD CONSTRAINT "knowledge_base_translation_of_knowledge_base_id_fk" FOREIGN KEY ("translation_of") REFERENCES "public"."knowledge_base"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kb_scripture_links" ADD CONSTRAINT "kb_scripture_links_passage_id_knowledge_base_id_fk" FOREIGN KEY ("passage_id") REFERENCES "public"."knowledge_base"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kb_scripture_links" ADD CONSTRAINT "kb_scripture_links_verse_id_knowledge_base_id_fk" FOREIGN KEY ("verse_id") REFERENCES "public"."knowledge_base"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversations_updated_idx" ON "conversations" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "arguments_debate_idx" ON "debate_arguments" USING btree ("debate_id","turn_number");--> statement-breakpoint
CREATE INDEX "materials_conversation_idx" ON "educational_materials" USING btree ("conversation_id");--> statement-breakpoint
CREATE INDEX "kb_search_idx" ON "knowledge_base" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "kb_reference_idx" ON "knowledge_base" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "kb_article_idx" ON "knowledge_base" USING btree ("article_ref","ordinal");--> statement-breakpoint
CREATE INDEX "kb_translation_idx" ON "knowledge_base" USING btree ("translation_of");--> statement-breakpoint
CREATE INDEX "kb_source_idx" ON "knowledge_base" USING btree ("source");--> statement-breakpoint
CREATE INDEX "kb_work_key_idx" ON "knowledge_base" USING btree ("work_key","language");--> statement-breakpoint
CREATE INDEX "messages_conversation_idx" ON "messages" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "kb_links_verse_idx" ON "kb_scripture_links" USING btree ("verse_id");