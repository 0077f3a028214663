import { backOfficeContract } from "./back-office.contract.ts";

backOfficeContract("SQLite");
