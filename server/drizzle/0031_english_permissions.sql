-- The English library's permissions for the default roles of schools made before it (server/src/schools/default-roles.ts):
-- teachers write their own lessons and send them to the school; principals read, edit, delete and review the school's.
INSERT INTO "school_role_permissions" ("role_id", "permission_id")
SELECT r."id", p."id" FROM "school_roles" r
JOIN "permissions" p ON p."id" IN (1115, 1116, 1117, 1118, 1056)
WHERE r."position" IN ('teacher', 'officer')
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "school_role_permissions" ("role_id", "permission_id")
SELECT r."id", p."id" FROM "school_roles" r
JOIN "permissions" p ON p."id" IN (1055, 1057, 1058, 1059)
WHERE r."position" = 'officer'
ON CONFLICT DO NOTHING;
