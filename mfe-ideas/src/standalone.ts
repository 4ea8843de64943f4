// Standalone QA entry. The dynamic import is the async boundary Module Federation needs
// to negotiate shared singletons before any of them is used.
import('./standalone-bootstrap');
