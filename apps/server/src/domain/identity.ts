/** Who a verified Google credential says the user is. */
export interface GoogleIdentity {
  sub: string;
  email: string;
  name: string;
  picture: string | null;
}
