// The core tables: accounts, roles, schools and their members, groups, notifications and catalogues. The other parts
// of the schema build on these; this file imports none of them.
import { sql } from 'drizzle-orm';
import { boolean, date, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, index } from 'drizzle-orm/pg-core';
import { FOLD_FROM, FOLD_TO } from '../http/search.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    avatar: text('avatar'),
    phone: text('phone'),
    gender: integer('gender'), // 0 female, 1 male, 2 other (spec §3)
    birthday: text('birthday'), // yyyy-MM-dd
    userType: text('user_type').notNull().default('other'), // 'teacher' | 'student' | 'other'
    isActive: boolean('is_active').notNull().default(true),
    // Usage (spec §3 current user). Storage in MB. The three limits are this user's own, set by hand (bought extras);
    // null follows their school's or the system's limits for their type (server/src/limits/effective.ts).
    totalAvailableStorage: integer('total_available_storage'),
    totalUsedStorage: integer('total_used_storage').notNull().default(0),
    scriptedCallLimit: integer('scripted_call_limit'),
    usedScriptedApiCall: integer('used_scripted_api_call').notNull().default(0),
    unscriptedCallLimit: integer('unscripted_call_limit'),
    usedUnscriptedApiCall: integer('used_unscripted_api_call').notNull().default(0),
    warningWhenNearLimit: boolean('warning_when_near_limit').notNull().default(true),
    createdAt: createdAt(),
    /**
     * The name and email folded for search (http/search.ts), kept by the database itself: a school's list of
     * thousands searched by name then compares stored text instead of folding every row at every query.
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql.raw(`lower(translate(last_name || ' ' || first_name || ' ' || email, '${FOLD_FROM}', '${FOLD_TO}'))`),
    ),
  },
  (t) => [uniqueIndex('users_email_idx').on(sql`lower(${t.email})`)],
);

/** Opaque bearer tokens; only the SHA-256 of a token is stored. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  // A token is a sign-in: the system overview counts them by week (dashboard/system-overview.ts).
  (t) => [index('access_tokens_created_idx').on(t.createdAt)],
);

/** Failed login attempts, per account, for the hourly limit. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Where the attempt came from: a hash of the address and the browser's sign-in id (auth/login-limit.ts). */
    source: text('source').notNull().default(''),
    at: createdAt(),
  },
  (t) => [index('login_failures_user_at_idx').on(t.userId, t.at), index('login_failures_user_source_idx').on(t.userId, t.source, t.at)],
);

export const passwordResets = pgTable('password_resets', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
});

/**
 * The permission catalogue. `groupKey` is the menu/controller key of spec §3/§6 (e.g. 'school_group');
 * a permission check names the group key and the permission id. `scope` says whether it belongs to school roles
 * or system roles.
 */
export const permissions = pgTable('permissions', {
  id: integer('id').primaryKey(),
  groupKey: text('group_key').notNull(),
  action: text('action').notNull(), // 'view' | 'create' | 'update' | 'delete' | 'approve'
  name: text('name').notNull(), // Vietnamese label
  scope: text('scope').notNull(), // 'school' | 'system'
});

export const systemRoles = pgTable('system_roles', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  isActive: boolean('is_active').notNull().default(true),
});

export const systemRolePermissions = pgTable(
  'system_role_permissions',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => systemRoles.id, { onDelete: 'cascade' }),
    permissionId: integer('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionId] })],
);

export const userSystemRoles = pgTable(
  'user_system_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => systemRoles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

export const schools = pgTable('schools', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  code: text('code').notNull().unique(),
  address: text('address'),
  phone: text('phone'),
  email: text('email'),
  isActive: boolean('is_active').notNull().default(true),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  /** Upload storage for the whole school, in MB (null: no school-wide limit; each member's own limit still applies). */
  storageLimitMb: integer('storage_limit_mb'),
  /** Speech-scoring calls bought for the whole school over its contract (null: none set; members' own limits apply). */
  speakingCallLimit: integer('speaking_call_limit'),
  /** First day of the contract, yyyy-MM-dd (null for schools made before contracts were recorded). */
  contractStartsOn: date('contract_starts_on', { mode: 'string' }),
  /**
   * The address as chosen: codes of the 2025 two-level units (province, then ward/commune) and the street; `address`
   * above is the readable whole, kept for lists and older rows.
   */
  provinceCode: text('province_code'),
  wardCode: text('ward_code'),
  street: text('street'),
  createdAt: createdAt(),
});

export const schoolRoles = pgTable('school_roles', {
  id: serial('id').primaryKey(),
  schoolId: integer('school_id')
    .notNull()
    .references(() => schools.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  /** The position this role stands for, if any: 'teacher' | 'officer' | 'student'. */
  position: text('position'),
  isActive: boolean('is_active').notNull().default(true),
});

export const schoolRolePermissions = pgTable(
  'school_role_permissions',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => schoolRoles.id, { onDelete: 'cascade' }),
    permissionId: integer('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionId] })],
);

/**
 * A user's membership of a school. schoolRoleId null means school administrator (spec §6: role id 0 or missing);
 * every teacher and student member is given a role, so nobody becomes an administrator by accident.
 */
export const schoolMembers = pgTable(
  'school_members',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolRoleId: integer('school_role_id').references(() => schoolRoles.id, { onDelete: 'set null' }),
    position: text('position').notNull(), // 'teacher' | 'officer' | 'supervisor' | 'student'
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('school_members_school_user_idx').on(t.schoolId, t.userId)],
);

export const joinSchoolRequests = pgTable('join_school_requests', {
  id: serial('id').primaryKey(),
  schoolId: integer('school_id')
    .notNull()
    .references(() => schools.id, { onDelete: 'cascade' }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  roleType: text('role_type').notNull(), // school position key
  status: text('status').notNull().default('pending'), // 'pending' | 'approved' | 'rejected'
  reason: text('reason'),
  createdAt: createdAt(),
});

export const joinSchoolInvitations = pgTable('join_school_invitations', {
  id: serial('id').primaryKey(),
  schoolId: integer('school_id')
    .notNull()
    .references(() => schools.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  roleType: text('role_type').notNull(),
  codeHash: text('code_hash').notNull().unique(),
  invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
  acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
});

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolId: integer('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull().default('WEB'),
    content: text('content').notNull(), // with {} placeholders filled from metadata on the client
    metadata: text('metadata').notNull(), // JSON text: type, mission, groupName, groupId, schoolId, page, ...
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    willExecutedAt: timestamp('will_executed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.sentAt)],
);

export const subjects = pgTable('subjects', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  /** The order of the catalogue (position, then id), which the selections follow. */
  position: integer('position').notNull().default(0),
});

export const grades = pgTable('grades', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** The school year the grade stands for (1 to 12). */
  level: integer('level').notNull(),
  /** The order of the catalogue (position, then id), which the selections follow. */
  position: integer('position').notNull().default(0),
});

export const textbookSeries = pgTable('textbook_series', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

/** Learning groups (classes). */
export const schoolGroups = pgTable('school_groups', {
  id: serial('id').primaryKey(),
  schoolId: integer('school_id')
    .notNull()
    .references(() => schools.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  gradeId: integer('grade_id').references(() => grades.id),
  subjectId: integer('subject_id').references(() => subjects.id),
  isLocked: boolean('is_locked').notNull().default(false),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

export const groupMembers = pgTable(
  'group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => schoolGroups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(), // 'teacher' | 'student'
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] })],
);

/** Stored responses for Idempotency-Key replays (spec: outbox). */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text('key').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestHash: text('request_hash').notNull(),
    status: integer('status'), // null while in progress
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/** Completion comments picked by percentage thresholds (spec §3 completion message, §9). schoolId null: default list. */
export const completionMessages = pgTable('completion_messages', {
  id: serial('id').primaryKey(),
  schoolId: integer('school_id').references(() => schools.id, { onDelete: 'cascade' }),
  percentagePoint: integer('percentage_point').notNull(),
  message: text('message').notNull(),
});
