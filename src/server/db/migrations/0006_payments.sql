CREATE INDEX "payments_date_idx" ON "payments" USING btree (coalesce("completed_at", "created_at"));--> statement-breakpoint
CREATE UNIQUE INDEX "payments_offline_reference_key" ON "payments" USING btree ("method","reference") WHERE "payments"."method" in ('CASH', 'UPI');--> statement-breakpoint
CREATE INDEX "users_subscription_until_idx" ON "users" USING btree ("subscription_until");