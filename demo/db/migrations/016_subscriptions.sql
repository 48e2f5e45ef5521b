-- The subscription catalogue (A§3 "Subscription"): newsletters, practice alerts, email guides and
-- informational mail, each under a heading (alertHeader) and in a category. Readers' choices are
-- user_subscriptions (004) for accounts and email_subscriptions below for anonymous sign-ups.
CREATE TABLE subscription_catalogue (
  alert_code         text NOT NULL,
  language           text NOT NULL DEFAULT 'en',
  category           text NOT NULL CHECK (category IN ('newsLetters', 'alerts', 'guides', 'informationalMail')),
  alert_header       text NOT NULL,
  title              text NOT NULL,
  tool_tip           text NOT NULL DEFAULT '',
  description_text   text NOT NULL DEFAULT '',
  frequency          text NOT NULL DEFAULT '',
  preview_link       text NOT NULL DEFAULT '',
  preview_link_label text NOT NULL DEFAULT '',
  position           int  NOT NULL,
  PRIMARY KEY (alert_code, language)
);
CREATE INDEX subscription_catalogue_language_idx ON subscription_catalogue (language, position);

-- Anonymous sign-ups (POST /v2/subscribe with an email and a captcha) whose email has no account.
CREATE TABLE email_subscriptions (
  email      text NOT NULL,
  alert_code text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (email, alert_code)
);
