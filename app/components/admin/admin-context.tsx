import { createContext, useContext, type ReactNode } from "react";
import type { AdminContent } from "#app/content/admin/types.ts";
import type { Locale } from "#app/i18n/locales.ts";

type Admin = { locale: Locale; copy: AdminContent };

const AdminContext = createContext<Admin | null>(null);

/** Given once by the back office's layout route: its pages' loaders need not send the copy again. */
export function AdminProvider({ value, children }: { value: Admin; children: ReactNode }) {
  return <AdminContext.Provider value={value}>{children}</AdminContext.Provider>;
}

/** The back office page's language and the back office's copy in that language. */
export function useAdmin(): Admin {
  const admin = useContext(AdminContext);
  if (!admin) throw new Error("useAdmin must be used inside <AdminProvider>");
  return admin;
}
