CREATE TABLE "sys_log_chain" (
	"chain" varchar(20) PRIMARY KEY NOT NULL,
	"anchor_id" bigint DEFAULT 0 NOT NULL,
	"anchor_hash" varchar(64) DEFAULT '' NOT NULL,
	"head_id" bigint DEFAULT 0 NOT NULL,
	"head_hash" varchar(64) DEFAULT '' NOT NULL,
	"seal" varchar(64),
	"update_time" timestamp(0)
);
--> statement-breakpoint
CREATE TABLE "sys_log_chain_gap" (
	"chain" varchar(20) NOT NULL,
	"row_id" bigint NOT NULL,
	"prev_hash" varchar(64) NOT NULL,
	"row_hash" varchar(64) NOT NULL,
	"seal" varchar(64) NOT NULL,
	"removed_by" varchar(64) DEFAULT '',
	"removed_time" timestamp(0),
	CONSTRAINT "sys_log_chain_gap_chain_row_id_pk" PRIMARY KEY("chain","row_id")
);
--> statement-breakpoint
ALTER TABLE "sys_logininfor" ADD COLUMN "prev_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "sys_logininfor" ADD COLUMN "row_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "sys_oper_log" ADD COLUMN "prev_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "sys_oper_log" ADD COLUMN "row_hash" varchar(64);