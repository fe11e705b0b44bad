-- Concatenates tsvectors (positions shift, weights are kept): builds an article's vector from the
-- search vectors of its passages without parsing the text again.
CREATE AGGREGATE "kb_tsvector_agg"(tsvector) (SFUNC = tsvector_concat, STYPE = tsvector, INITCOND = '');
--> statement-breakpoint
-- Any change to knowledge_base advances the content version, so retrieval knows its index is stale.
-- A sequence takes no row lock, so parallel imports never wait on each other here.
CREATE FUNCTION "kb_bump_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('kb_content_version');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "kb_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "knowledge_base"
  FOR EACH STATEMENT EXECUTE FUNCTION "kb_bump_content_version"();
