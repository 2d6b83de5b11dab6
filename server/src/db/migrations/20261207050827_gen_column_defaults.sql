ALTER TABLE "gen_table_column" ADD COLUMN "column_default" varchar(1000);--> statement-breakpoint
ALTER TABLE "gen_table_column" ADD COLUMN "is_nullable" char(1);