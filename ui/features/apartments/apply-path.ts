/** The apply form of one flat. */
export const applyPath = (apartmentId: string) => `/apartments/${encodeURIComponent(apartmentId)}/apply`;
