// Async boundary: the shared singletons (react, @apollo/client, ...) are negotiated before bootstrap runs.
import('./bootstrap');
