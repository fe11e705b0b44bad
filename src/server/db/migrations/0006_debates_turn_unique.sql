DROP INDEX "arguments_debate_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "arguments_debate_turn_unique" ON "debate_arguments" USING btree ("debate_id","turn_number");--> statement-breakpoint
CREATE INDEX "debates_created_idx" ON "debates" USING btree ("created_at");