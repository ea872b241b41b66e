-- The expired sessions and mailed links, found without reading the live ones: the periodic cleanup
-- (auth/expiredTokens.ts) deletes them by these.
CREATE INDEX "mailed_links_expires_at_idx" ON "mailed_links" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "tokens_expires_at_idx" ON "tokens" USING btree ("expires_at");
