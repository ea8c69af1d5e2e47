// The screens' own explanations of what cannot be changed (the server's refusals say the same in MSG/SERVER_MSG).
export const ROLE_NOTES = {
  superRoleKeepsAll: 'Vai trò quản trị hệ thống luôn có mọi quyền: chỉ đổi được tên của vai trò này.',
  superOnly: 'Chỉ quản trị hệ thống mới được sửa vai trò này (vai trò có quyền quản lý vai trò, hoặc vai trò bạn đang giữ).',
} as const;
