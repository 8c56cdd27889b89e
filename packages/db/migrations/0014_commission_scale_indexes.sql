DROP INDEX "commission_ledger_status_hold_idx";--> statement-breakpoint
DROP INDEX "commission_statements_carry_idx";--> statement-breakpoint
DROP INDEX "commission_statements_status_idx";--> statement-breakpoint
DROP INDEX "commission_ledger_biweekly_idx";--> statement-breakpoint
DROP INDEX "commission_ledger_monthly_idx";--> statement-breakpoint
DROP INDEX "commission_ledger_reverses_idx";--> statement-breakpoint
DROP INDEX "commission_statements_member_idx";--> statement-breakpoint
DROP INDEX "commission_statements_batch_idx";--> statement-breakpoint
CREATE INDEX "commission_statements_payable_idx" ON "commission_statements" USING btree ("currency") WHERE "commission_statements"."status" = 'payable' and "commission_statements"."payout_batch_id" is null;--> statement-breakpoint
CREATE INDEX "commission_ledger_biweekly_idx" ON "commission_ledger_lines" USING btree ("biweekly_period_id","member_id","amount_minor","hold_until") WHERE "commission_ledger_lines"."biweekly_period_id" is not null;--> statement-breakpoint
CREATE INDEX "commission_ledger_monthly_idx" ON "commission_ledger_lines" USING btree ("monthly_period_id","member_id","amount_minor","hold_until") WHERE "commission_ledger_lines"."monthly_period_id" is not null;--> statement-breakpoint
CREATE INDEX "commission_ledger_reverses_idx" ON "commission_ledger_lines" USING btree ("reverses_line_id") WHERE "commission_ledger_lines"."reverses_line_id" is not null;--> statement-breakpoint
CREATE INDEX "commission_statements_member_idx" ON "commission_statements" USING btree ("member_id","kind","currency","period_starts_on");--> statement-breakpoint
CREATE INDEX "commission_statements_batch_idx" ON "commission_statements" USING btree ("payout_batch_id") WHERE "commission_statements"."payout_batch_id" is not null;