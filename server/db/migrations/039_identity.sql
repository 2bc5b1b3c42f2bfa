-- Identity checks (KYC): each submission of a document and a selfie, and its review. The pictures are encoded anew
-- and kept under DATA_DIR/identity, outside anything the server serves; the rows keep their file names.
CREATE TABLE identity_checks (
  id             BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id        INTEGER NOT NULL REFERENCES users (id),
  doc_type       TEXT NOT NULL CHECK (doc_type IN ('passport', 'id_card', 'driving_licence')),
  doc_number     TEXT NOT NULL CHECK (doc_number ~ '^[A-Z0-9][A-Z0-9 -]{3,38}[A-Z0-9]$'),
  document_file  TEXT NOT NULL CHECK (document_file ~ '^[0-9a-f]{32}\.webp$'),
  selfie_file    TEXT NOT NULL CHECK (selfie_file ~ '^[0-9a-f]{32}\.webp$'),
  status         TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'verified', 'rejected')),
  reason         TEXT CHECK (char_length(reason) BETWEEN 1 AND 300),
  created_at     TIMESTAMPTZ NOT NULL DEFAULT now(),
  reviewed_at    TIMESTAMPTZ,
  CONSTRAINT identity_checks_review CHECK ((status = 'pending') = (reviewed_at IS NULL) AND (status = 'rejected') = (reason IS NOT NULL))
);
CREATE INDEX identity_checks_user_idx ON identity_checks (user_id, id DESC);
CREATE INDEX identity_checks_pending_idx ON identity_checks (id) WHERE status = 'pending';
-- One submission waits at a time per player.
CREATE UNIQUE INDEX identity_checks_one_pending ON identity_checks (user_id) WHERE status = 'pending';
