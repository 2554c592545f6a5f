/** Names and limits of the admin session, shared by the server and the browser (no secrets here). */
export const SESSION_COOKIE = 'pta_admin_session'
/** SPEC §9: the admin session lasts 24 hours. */
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000
/** The only thing the browser keeps: when the session ends (ms timestamp), in sessionStorage. */
export const EXPIRY_STORAGE_KEY = 'admin_auth_expiry'
export const DASHBOARD_PATH = '/admin/dashboard'
export const LOGIN_PATH = '/admin/login'
