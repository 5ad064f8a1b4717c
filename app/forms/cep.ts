/** What GET /api/cep/:cep answers: the address of a CEP, or that there is none to offer. */
export type CepAddress = {found: true; street: string; district: string; city: string; state: string} | {found: false}

/** The address line the visit form pre-fills: "Rua XV de Novembro, Centro, Curitiba - PR". */
export const addressLine = (address: Extract<CepAddress, {found: true}>) =>
  [address.street, address.district, `${address.city} - ${address.state}`].filter(Boolean).join(', ')
