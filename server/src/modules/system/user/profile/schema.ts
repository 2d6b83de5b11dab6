/** The wire of the personal centre, defined in `@dis/contract`. */
export {
  AvatarResult,
  PasswordChangeBody,
  ProfileResult,
  ProfileUpdateBody,
  type PasswordChange,
  type ProfileUpdate,
} from '@dis/contract';
