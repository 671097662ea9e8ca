/** Who acts: every read and write is bound to the actor's tenant. */
export interface Actor {
  tenant: string;
  username: string;
}
