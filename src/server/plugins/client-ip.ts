/** better-auth reads the client address from this header, which only the auth plugin sets. */
export const CLIENT_IP_HEADER = 'x-palmares-client-ip';
