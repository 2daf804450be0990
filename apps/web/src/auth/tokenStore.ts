/**
 * The token is stored under the key jwtToken (docs/requirements.md section 9): in localStorage when the user
 * ticked remember-me, so it survives a browser restart; in sessionStorage otherwise.
 */
export const TOKEN_KEY = 'jwtToken';

export function getToken(): string | null {
  return localStorage.getItem(TOKEN_KEY) ?? sessionStorage.getItem(TOKEN_KEY);
}

export function setToken(token: string, remember: boolean) {
  clearToken();
  (remember ? localStorage : sessionStorage).setItem(TOKEN_KEY, token);
}

export function clearToken() {
  localStorage.removeItem(TOKEN_KEY);
  sessionStorage.removeItem(TOKEN_KEY);
}
