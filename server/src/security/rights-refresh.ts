/** Whose rights changed: the holders of these roles and/or these users. */
export interface RightsChange {
  roleIds?: readonly number[];
  userIds?: readonly number[];
}

/** Makes a change of rights take effect at once: provided by the auth module (`app.rights`). */
export interface RightsRefresher {
  refresh(change: RightsChange): Promise<void>;
}
