// The system administrator's writes to schools (schools.routes.ts): a new school with its default roles and first
// administrator, the details the screens show, what a school holds that forbids deleting it, and forgetting the
// cached state of its members when it is switched off, extended or deleted.
import { and, asc, count, eq, ne, not, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { invalidateUser } from '../auth/auth-cache.ts';
import { newPasswordLink } from '../auth/password-reset.ts';
import { newToken } from '../auth/tokens.ts';
import { invalid, notFound } from '../http/errors.ts';
import { MSG } from '../../../src/shared/messages.ts';
import { expiryInstant, type SchoolCreateOutput, type SchoolUpdateOutput } from '../../../src/shared/schemas/school.ts';
import { createDefaultRoles } from './default-roles.ts';
import { readableAddress, resolveAddress } from './address-units.ts';
import { SERVER_MSG } from '../messages.ts';

type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

/** How long the set-password link of a new administrator's account stays valid: as for a member a school adds. */
export const NEW_ADMIN_LINK_DAYS = 7;

/** PostgreSQL's unique_violation, whether the driver error arrives bare or wrapped by Drizzle. */
export function isUniqueViolation(e: unknown): boolean {
  const code = (x: unknown) => (x && typeof x === 'object' && 'code' in x ? (x as { code: unknown }).code : undefined);
  return code(e) === '23505' || code((e as { cause?: unknown } | null)?.cause) === '23505';
}

/** The columns a create or an update writes, from the shared schema's output; 422 on a ward outside its province. */
export function schoolValues(input: SchoolUpdateOutput) {
  const place = resolveAddress(input.province_code, input.ward_code);
  if (!place) throw invalid({ ward_code: [SERVER_MSG.schoolWardInvalid] });
  return {
    name: input.name,
    code: input.code,
    provinceCode: place.province.code,
    wardCode: place.ward.code,
    street: input.street || null,
    address: readableAddress(input.street, place.ward, place.province),
    phone: input.phone ?? null,
    email: input.email ?? null,
    contractStartsOn: input.contract_start,
    expiresAt: expiryInstant(input.contract_end),
    storageLimitMb: input.storage_limit_mb,
    speakingCallLimit: input.speaking_call_limit,
  };
}

/** 422 on the code field when another school already has this code in any case. */
export async function assertCodeFree(tx: Tx, code: string, exceptId?: number): Promise<void> {
  const [other] = await tx
    .select({ id: t.schools.id })
    .from(t.schools)
    .where(and(eq(sql`upper(${t.schools.code})`, code.toUpperCase()), exceptId === undefined ? undefined : ne(t.schools.id, exceptId)))
    .limit(1);
  if (other) throw invalid({ code: [MSG.schoolCodeExists] });
}

/**
 * The school, its default roles and its first administrator (a member with position supervisor and no role). A new
 * email makes an account nobody can sign in to until the mailed link sets its password; an existing account joins
 * as it is. Returns what the caller mails after the transaction.
 */
export async function createSchool(tx: Tx, input: SchoolCreateOutput, appUrl: string) {
  await assertCodeFree(tx, input.code);
  let schoolId: number;
  try {
    const [row] = await tx.insert(t.schools).values(schoolValues(input)).returning({ id: t.schools.id });
    schoolId = row!.id;
  } catch (e) {
    if (isUniqueViolation(e)) throw invalid({ code: [MSG.schoolCodeExists] });
    throw e;
  }
  await createDefaultRoles(tx, [schoolId]);
  const email = input.admin.email.toLowerCase();
  const [existing] = await tx
    .select({ id: t.users.id })
    .from(t.users)
    .where(eq(sql`lower(${t.users.email})`, email))
    .limit(1);
  let adminId: number;
  let link: string | null = null;
  if (existing) adminId = existing.id;
  else {
    const [row] = await tx
      .insert(t.users)
      .values({ email, passwordHash: `!unset:${newToken()}`, firstName: input.admin.first_name, lastName: input.admin.last_name, userType: 'teacher' })
      .returning({ id: t.users.id });
    adminId = row!.id;
    link = await newPasswordLink(tx, appUrl, adminId, NEW_ADMIN_LINK_DAYS * 24 * 60 * 60 * 1000);
  }
  await tx.insert(t.schoolMembers).values({ schoolId, userId: adminId, position: 'supervisor', schoolRoleId: null });
  return { schoolId, adminId, email, link };
}

const POSITIONS = ['supervisor', 'officer', 'teacher', 'student'] as const;

/** One school as the details and edit screens show it; 404 when there is none. */
export async function schoolDetail(db: Db, id: number) {
  const [school] = await db.select().from(t.schools).where(eq(t.schools.id, id)).limit(1);
  if (!school) throw notFound();
  const byPosition = await db
    .select({ position: t.schoolMembers.position, n: count() })
    .from(t.schoolMembers)
    .where(and(eq(t.schoolMembers.schoolId, id), eq(t.schoolMembers.isActive, true)))
    .groupBy(t.schoolMembers.position);
  const members = Object.fromEntries(POSITIONS.map((p) => [p, byPosition.find((r) => r.position === p)?.n ?? 0])) as Record<(typeof POSITIONS)[number], number>;
  const administrators = await db
    .select({ id: t.users.id, first_name: t.users.firstName, last_name: t.users.lastName, email: t.users.email, isActive: t.schoolMembers.isActive })
    .from(t.schoolMembers)
    .innerJoin(t.users, eq(t.users.id, t.schoolMembers.userId))
    .where(and(eq(t.schoolMembers.schoolId, id), eq(t.schoolMembers.position, 'supervisor'), sql`${t.schoolMembers.schoolRoleId} is null`))
    .orderBy(asc(t.users.lastName), asc(t.users.firstName), asc(t.users.id));
  const memberCount = Object.values(members).reduce((a, b) => a + b, 0);
  return { ...school, memberCount, members, administrators };
}

/**
 * What the school holds, as "3 học sinh, 2 nhóm học tập": anything but its administrators and its roles. Deleting the
 * school would delete all of it (every school_id reference cascades), so the school is only deleted when this is empty.
 */
export async function schoolHoldings(tx: Tx, schoolId: number): Promise<string[]> {
  const admin = and(eq(t.schoolMembers.position, 'supervisor'), sql`${t.schoolMembers.schoolRoleId} is null`)!;
  const n = async (q: Promise<{ n: number }[]>) => (await q)[0]?.n ?? 0;
  const member = (where: ReturnType<typeof and>) =>
    n(
      tx
        .select({ n: count() })
        .from(t.schoolMembers)
        .where(and(eq(t.schoolMembers.schoolId, schoolId), where)),
    );
  const parts: [number, string][] = [
    [await member(eq(t.schoolMembers.position, 'student')), 'học sinh'],
    [await member(and(ne(t.schoolMembers.position, 'student'), not(admin))), 'giáo viên, cán bộ'],
    [await n(tx.select({ n: count() }).from(t.schoolGroups).where(eq(t.schoolGroups.schoolId, schoolId))), 'nhóm học tập'],
    [await n(tx.select({ n: count() }).from(t.questionCollections).where(eq(t.questionCollections.schoolId, schoolId))), 'bộ câu hỏi'],
    [await n(tx.select({ n: count() }).from(t.exams).where(eq(t.exams.schoolId, schoolId))), 'đề thi'],
    [await n(tx.select({ n: count() }).from(t.lectures).where(eq(t.lectures.schoolId, schoolId))), 'bài giảng'],
    [await n(tx.select({ n: count() }).from(t.mediaResources).where(eq(t.mediaResources.schoolId, schoolId))), 'học liệu'],
    [await n(tx.select({ n: count() }).from(t.missions).where(eq(t.missions.schoolId, schoolId))), 'nhiệm vụ'],
    [await n(tx.select({ n: count() }).from(t.storedFiles).where(eq(t.storedFiles.schoolId, schoolId))), 'tệp tải lên'],
  ];
  return parts.filter(([n]) => n > 0).map(([n, label]) => `${n} ${label}`);
}

/**
 * Whether a member may use the school is cached with their identity (auth/auth-cache.ts): switching it off, changing
 * its expiry or deleting it drops every member's cached state, and the caller's (a super administrator acts in any
 * school without being a member), so the next request of each sees the change.
 */
export async function forgetMembers(db: Pick<Db, 'select'>, schoolId: number, callerId: number): Promise<void> {
  const rows = await db.select({ userId: t.schoolMembers.userId }).from(t.schoolMembers).where(eq(t.schoolMembers.schoolId, schoolId));
  for (const userId of new Set([...rows.map((r) => r.userId), callerId])) invalidateUser(userId);
}
