CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visitor_transfers" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"visitor_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "visitor_transfers_visitor_idx" ON "visitor_transfers" USING btree ("visitor_id");--> statement-breakpoint
CREATE INDEX "conversations_visitor_updated_idx" ON "conversations" USING btree ("visitor_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "debates_visitor_idx" ON "debates" USING btree ("visitor_id","created_at");--> statement-breakpoint
CREATE INDEX "materials_visitor_idx" ON "educational_materials" USING btree ("visitor_id","created_at");