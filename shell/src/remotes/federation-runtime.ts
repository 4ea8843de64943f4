// The two Module Federation runtime calls the loader needs, as an interface so tests can inject them.
export interface RemoteRegistration {
  name: string;
  entry: string;
}

export interface FederationRuntime {
  registerRemotes(remotes: RemoteRegistration[], options?: { force?: boolean }): void;
  loadRemote(id: string): Promise<unknown>;
}
