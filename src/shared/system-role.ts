// A system role as the screens read it (GET roles, roles/{id}) and the server answers it.
export interface SystemRole {
  id: number;
  name: string;
  isActive: boolean;
  /** The super administrator's role (22): every permission, never deleted or turned off (the server refuses it). */
  isSuperAdmin: boolean;
  permissionIds: number[];
  /** Everyone holding it, deactivated accounts included (deleting the role would silently take it from them too). */
  userCount: number;
}
