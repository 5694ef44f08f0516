// The project's own hook over reactfire, so the binding can change in one place.
import { useAuth } from 'reactfire';

/** The Auth instance; only inside <WithFirebase>. */
export const useFirebaseAuth = useAuth;
