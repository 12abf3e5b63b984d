//! weiqi-quiz: a rules-knowledge quiz and referee trainer for Go under the Chinese
//! competition rules, standing on a live rules engine.

pub mod bank;
pub mod csv;
pub mod files;
pub mod gtp;
pub mod i18n;
pub mod quiz;
pub mod referee;
pub mod report;
pub mod rules;
pub mod sheet;
pub mod ui;
