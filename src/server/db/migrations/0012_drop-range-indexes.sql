DROP INDEX "users_date_of_birth_idx";--> statement-breakpoint
DROP INDEX "users_income_idx";