/**
 * Widens every lease to the months its payments were for. The release before leases took payments for any month,
 * and the migration that brought leases started each one in the month it was accepted and ended it in the month it
 * ended, so a payment for an earlier or a later month fell outside every lease and out of the month reports.
 *
 * A payment no lease of its payer covers belongs to the lease its payer held when paying: the one accepted last
 * before the payment was made (or, for a payment older than every acceptance, the first). That lease starts no
 * later than the earliest such month and, when it has ended, ends no earlier than the latest. Leases already
 * covering their payments, as every lease since the upgrade does, are left as they are.
 *
 * The widening is computed from the leases as they stand before any is changed (a temporary table), so the
 * result does not depend on the order rows are updated in. The statements are plain SQL that SQLite and
 * PostgreSQL read alike; months are "YYYY-MM" text, so they compare as text, and the dates compare as stored.
 */
export const WIDEN_LEASES_TO_PAYMENTS: readonly string[] = [
  `create temporary table "lease_widening" as
    select "lease_id", min("month_key") as "first_month", max("month_key") as "last_month"
    from (
      select p."month_key", coalesce(
        (select a."id" from "agreements" a
          where a."user_email" = p."user_email" and a."start_month" is not null and a."decided_at" <= p."paid_at"
          order by a."decided_at" desc, a."id" desc limit 1),
        (select a."id" from "agreements" a
          where a."user_email" = p."user_email" and a."start_month" is not null
          order by a."decided_at" asc, a."id" asc limit 1)) as "lease_id"
      from "payments" p
      where not exists (select 1 from "agreements" c
        where c."user_email" = p."user_email" and c."start_month" <= p."month_key"
          and (c."end_month" is null or p."month_key" <= c."end_month"))
    ) as "uncovered"
    where "lease_id" is not null
    group by "lease_id"`,
  `update "agreements"
    set "start_month" = (select w."first_month" from "lease_widening" w where w."lease_id" = "agreements"."id")
    where exists (select 1 from "lease_widening" w
      where w."lease_id" = "agreements"."id" and w."first_month" < "agreements"."start_month")`,
  `update "agreements"
    set "end_month" = (select w."last_month" from "lease_widening" w where w."lease_id" = "agreements"."id")
    where exists (select 1 from "lease_widening" w
      where w."lease_id" = "agreements"."id" and w."last_month" > "agreements"."end_month")`,
  `drop table "lease_widening"`,
];
