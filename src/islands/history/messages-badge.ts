/** Screen-reader label of the header's unread count (kept apart so every page loads only this string). */
export const badgeText = {
  unread: (n: number) => `${n} notification${n > 1 ? 's' : ''} non lue${n > 1 ? 's' : ''}`, // wording not in the spec
} as const;
