/** Social networks a footer or a company profile can link to. */
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'linkedin', 'x_twitter', 'youtube'] as const
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number]
