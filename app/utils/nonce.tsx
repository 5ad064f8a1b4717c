import {createContext, useContext} from 'react'

// The CSP nonce of this response, given to the React tree by entry.server.tsx. In the
// browser it is empty: browsers hide nonce attributes once the page is parsed.
const NonceContext = createContext('')

export const NonceProvider = NonceContext.Provider
export const useNonce = () => useContext(NonceContext)
