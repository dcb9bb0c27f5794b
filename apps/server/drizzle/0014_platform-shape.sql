ALTER TABLE "contests" DROP CONSTRAINT "contests_platform_check";--> statement-breakpoint
ALTER TABLE "hidden_series" DROP CONSTRAINT "hidden_series_platform_check";--> statement-breakpoint
ALTER TABLE "contests" ADD CONSTRAINT "contests_platform_check" CHECK ("contests"."platform" ~ '^[a-z][a-z0-9]*$');--> statement-breakpoint
ALTER TABLE "hidden_series" ADD CONSTRAINT "hidden_series_platform_check" CHECK ("hidden_series"."platform" ~ '^[a-z][a-z0-9]*$');