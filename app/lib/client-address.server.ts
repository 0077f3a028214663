import { createContext } from "react-router";

/**
 * The address of the client a request came from, as the production server
 * determined it (the socket's peer; the `X-Forwarded-For` entry added by a
 * trusted proxy only with TRUST_PROXY). It travels in React Router's context,
 * which no request header can set. Under `react-router dev` nothing sets it,
 * and every client is "unknown".
 */
export const clientAddressContext = createContext<string>("unknown");
