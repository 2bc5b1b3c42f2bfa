/** Avatar uploads: the largest picture taken, the side of the stored square, and the formats read. */
export const AVATAR = {
  maxBytes: 5 * 1024 * 1024,
  size: 256,
  accept: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'],
  /** Where the server serves stored avatars from. */
  pathPrefix: '/media/avatars/',
} as const;
