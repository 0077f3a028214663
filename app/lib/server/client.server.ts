import { createContext } from "react-router";

/**
 * The client a request came from, as the production server determined it: its
 * address (the socket's peer; the `X-Forwarded-For` entry added by a trusted
 * proxy only with TRUST_PROXY), canonical, and the key it is counted under
 * (an IPv6 client by its /64). It travels in React Router's context, which no
 * request header can set. Where no server sets it (the pre-renderer at build),
 * every client is "unknown".
 */
export type Client = { address: string; key: string };

export const clientContext = createContext<Client>({ address: "unknown", key: "unknown" });
