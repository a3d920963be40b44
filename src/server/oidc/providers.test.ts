import { describe, expect, it } from "vitest";
import { tenantIssuerMatches } from "./providers.ts";

describe("Microsoft's issuer, checked per tenant (D55)", () => {
  const template = "https://login.microsoftonline.com/{tenantid}/v2.0";
  const tid = "9188040d-6c67-4c5b-b112-36a304b66dad";

  it("accepts an ID token issued by its own tenant", () => {
    expect(tenantIssuerMatches(template, { tid, iss: `https://login.microsoftonline.com/${tid}/v2.0` })).toBe(
      true,
    );
  });

  it("refuses another tenant's issuer, another host, or no tenant", () => {
    const other = "72f988bf-86f1-41af-91ab-2d7cd011db47";
    expect(
      tenantIssuerMatches(template, { tid, iss: `https://login.microsoftonline.com/${other}/v2.0` }),
    ).toBe(false);
    expect(tenantIssuerMatches(template, { tid, iss: `https://evil.example/${tid}/v2.0` })).toBe(false);
    expect(tenantIssuerMatches(template, { iss: "https://login.microsoftonline.com/{tenantid}/v2.0" })).toBe(
      false,
    );
    expect(
      tenantIssuerMatches(template, { tid: "../x", iss: "https://login.microsoftonline.com/../x/v2.0" }),
    ).toBe(false);
  });

  it("holds a single-tenant issuer (no template) to itself", () => {
    const issuer = `https://login.microsoftonline.com/${tid}/v2.0`;
    expect(tenantIssuerMatches(issuer, { tid, iss: issuer })).toBe(true);
    expect(tenantIssuerMatches(issuer, { tid, iss: "https://login.microsoftonline.com/common/v2.0" })).toBe(
      false,
    );
  });
});
