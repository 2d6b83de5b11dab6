/** The bcrypt cost of every stored password (registration, a new or reset password, an import). */
export const BCRYPT_ROUNDS = 10;
