import { Client, Environment } from '@paypal/paypal-server-sdk';

export interface PayPalClientOptions {
  clientId: string;
  clientSecret: string;
  environment: 'sandbox' | 'live';
  /** Another API origin, e.g. a local stand-in in tests; PayPal's own for the environment by default. */
  apiBase?: string;
}

type RequestBuilderFactory = ReturnType<Client['getRequestBuilderFactory']>;

/**
 * The SDK only knows PayPal's two environments. This client rewrites the origin of every request
 * it builds (the OAuth token call included, since the SDK's token manager uses the same client),
 * which is how tests point it at a local fake. Paths, headers and bodies are the SDK's own.
 */
class RebasedClient extends Client {
  // Assigned after super(): the SDK builds controllers inside its constructor, so the base is
  // read when a request is sent, never when the factory is made.
  private apiBase: string | undefined;

  constructor(config: ConstructorParameters<typeof Client>[0], apiBase: string) {
    super(config);
    this.apiBase = apiBase.replace(/\/$/, '');
  }

  override getRequestBuilderFactory(): RequestBuilderFactory {
    const factory = super.getRequestBuilderFactory();
    return (method, path) => {
      const builder = factory(method, path);
      builder.interceptRequest((request) => {
        if (!this.apiBase) return request;
        const url = new URL(request.url);
        return { ...request, url: `${this.apiBase}${url.pathname}${url.search}` };
      });
      return builder;
    };
  }
}

/** The official PayPal server SDK client with client-credentials OAuth. */
export function createPayPalClient(opts: PayPalClientOptions): Client {
  const config = {
    clientCredentialsAuthCredentials: { oAuthClientId: opts.clientId, oAuthClientSecret: opts.clientSecret },
    environment: opts.environment === 'live' ? Environment.Production : Environment.Sandbox,
    timeout: 20_000,
  };
  return opts.apiBase ? new RebasedClient(config, opts.apiBase) : new Client(config);
}
