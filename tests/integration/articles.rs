//! `rules article` and `rules articles` through the real binary, Chinese first, and
//! `check` refusing an item that cites an article without an entry.

use crate::cli::weiqi;
use crate::referee::zh;

#[test]
fn an_article_prints_its_chinese_text_with_version_and_items() {
    let (out, err, code) = zh(&["rules", "article", "17"]);
    assert_eq!((code, err.as_str()), (Some(0), ""));
    let first = out.lines().next().unwrap();
    assert_eq!(first, "第17条 行棋（2002年规则）");
    // Every item follows in full, in its order.
    let items: Vec<&str> = out
        .lines()
        .filter(|l| l.starts_with("第17条第") && l.ends_with("（2002年规则）"))
        .collect();
    assert_eq!(items.len(), 5, "{out}");
    assert!(items[1].starts_with("第17条第2款 连下两着"), "{out}");
    assert!(out.contains("判第二手无效，并警告一次"), "{out}");
    // What 2002 did not say comes as 1988 precedent, marked as such.
    assert!(
        out.contains(
            "以下是1988年规则的先例，不是2002年规则的规定：\n第17条第4款 棋局散乱（1988年规则）"
        ),
        "{out}"
    );
}

#[test]
fn an_item_prints_alone_and_says_how_1988_differs() {
    let (out, _, code) = zh(&["rules", "article", "17.2"]);
    assert_eq!(code, Some(0));
    assert_eq!(
        out,
        "第17条第2款 连下两着（2002年规则）\n\
         一方并没有表示虚着（放弃下子），另一方却连下了两手：判第二手无效，并警告一次。\n\
         1988年规则：连下两手的一方判负（第17条第1款）。\n"
    );
}

#[test]
fn the_1988_rules_give_the_1988_article() {
    let (out, _, code) = zh(&["rules", "article", "17.1", "--rules", "cn1988"]);
    assert_eq!(code, Some(0));
    assert!(
        out.starts_with("第17条第1款 连下两步（1988年规则）\n"),
        "{out}"
    );
    assert!(out.contains("连下两手的一方判负"), "{out}");
    // The same number means another item in 2002.
    let (out_2002, _, _) = zh(&["rules", "article", "17.1"]);
    assert!(
        out_2002.starts_with("第17条第1款 拿错先后手（2002年规则）"),
        "{out_2002}"
    );
    // Komi: 3¾ in 2002, 2¾ in the 1988 era.
    let (komi, _, _) = zh(&["rules", "article", "11"]);
    assert!(komi.contains("黑方贴还3又3/4子"), "{komi}");
    assert!(
        komi.contains("1988年规则：没有把贴子数写进条文；那个时期通行黑贴2又3/4子"),
        "{komi}"
    );
    let (count, _, _) = zh(&["rules", "article", "9", "--rules", "cn1988"]);
    assert!(count.contains("黑方184子胜3/4子"), "{count}");
}

#[test]
fn an_article_whose_2002_text_was_not_read_says_so() {
    let (out, _, code) = zh(&["rules", "article", "18"]);
    assert_eq!(code, Some(0));
    assert!(
        out.starts_with("第18条 原文未见（2002年规则）\n未能查到2002年规则此条的原文"),
        "{out}"
    );
    assert!(
        out.contains("第18条 提子（1988年规则）\n下子后误把对方还有气的棋子提掉"),
        "{out}"
    );
}

#[test]
fn an_unknown_article_exits_2_and_lists_what_there_is() {
    let (out, err, code) = zh(&["rules", "article", "11", "--rules", "cn1988"]);
    assert_eq!((code, out.as_str()), (Some(2), ""));
    assert_eq!(
        err,
        "weiqi-quiz: 1988年规则没有第11条的条目；已收录：1、2、3、4、5、7、8、9、17、17.1、17.2、17.3、\
         17.4、18、19、20、20.1、20.2、20.3、20.4（标题见 weiqi-quiz rules articles --rules cn1988）\n"
    );
    let (_, err, code) = zh(&["rules", "article", "第5条"]);
    assert_eq!(code, Some(2));
    assert_eq!(err, "weiqi-quiz: “第5条”不是条文编号：请写 17 或 17.2\n");
    let (_, err, code) = zh(&["rules", "articles", "--rules", "nz"]);
    assert_eq!(code, Some(2));
    assert_eq!(
        err,
        "weiqi-quiz: 没有收录新西兰围棋规则的条文；收录了：cn2002、cn1988、japanese\n"
    );
    let out = weiqi()
        .args(["--lang", "en", "rules", "article", "25"])
        .output()
        .unwrap();
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(
        err.starts_with(
            "weiqi-quiz: the Chinese rules 2002 have no entry for Art. 25; entries: 1, 2, 3,"
        ),
        "{err}"
    );
}

#[test]
fn the_list_gives_number_and_title_for_the_version() {
    let (out, _, code) = zh(&["rules", "articles"]);
    assert_eq!(code, Some(0));
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "2002年规则的条文（本程序的转述，共39条、款）：");
    assert_eq!(lines[1], "第1条          棋具");
    assert!(lines.contains(&"  第12条第3款  读秒"), "{out}");
    assert!(lines.contains(&"第18条         原文未见"), "{out}");
    let (old, _, _) = zh(&["rules", "articles", "--rules", "cn1988"]);
    assert!(old.contains("  第17条第4款  棋局散乱"), "{old}");
    assert!(old.contains("第4条          提子（同2002年规则）"), "{old}");
    assert!(!old.contains("第11条"), "{old}");
    // zh-TW is written for Taiwan, not converted character by character.
    let out = weiqi()
        .args(["--lang", "zh-TW", "rules", "article", "12.3"])
        .output()
        .unwrap();
    let tw = String::from_utf8(out.stdout).unwrap();
    assert!(tw.starts_with("第12條第3款 讀秒（2002年規則）"), "{tw}");
    assert!(
        tw.contains("「30秒、40秒、50秒、55秒、58秒、1分，還剩N分」"),
        "{tw}"
    );
}

#[test]
fn json_gives_the_entry_its_items_and_precedents() {
    let out = weiqi()
        .args(["--lang", "en", "rules", "article", "20", "--json"])
        .output()
        .unwrap();
    assert!(out.status.success());
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["rules"], "cn2002");
    assert_eq!(json["cited"], "Art. 20");
    assert_eq!(json["status"], "read");
    let items: Vec<&str> = json["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i["number"].as_str().unwrap())
        .collect();
    assert_eq!(items, ["20.1", "20.2", "20.3"]);
    assert_eq!(json["items"][0]["precedents"][0]["rules"], "cn1988");
    assert_eq!(json["items"][0]["precedents"][0]["number"], "20.1");
    let out = weiqi()
        .args(["rules", "articles", "--rules", "cn1988", "--json"])
        .output()
        .unwrap();
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["rules"], "cn1988");
    assert_eq!(json["articles"][3]["same_as"], "cn2002");
}

/// A bank whose items cite the given articles (`rules`, `article`).
fn bank_citing(dir: &std::path::Path, citations: &[(&str, &str)]) -> std::path::PathBuf {
    let mut text = String::new();
    for (i, (rules, article)) in citations.iter().enumerate() {
        text.push_str(&format!(
            "[[question]]\nid = \"q{i}\"\ntype = \"truefalse\"\nrules = \"{rules}\"\n\
             article = \"{article}\"\ntext.zh-CN = \"对吗？\"\nanswer = true\n\n"
        ));
    }
    let path = dir.join("cites.toml");
    std::fs::write(&path, text).unwrap();
    path
}

#[test]
fn check_fails_an_item_citing_an_article_without_an_entry() {
    let dir = tempfile::tempdir().unwrap();
    // Written as cites.toml, named relative to the folder so the finding shows that name.
    bank_citing(
        dir.path(),
        &[("cn2002", "17.2"), ("cn1988", "20.4"), ("cn2002", "12.7")],
    );
    let out = weiqi()
        .current_dir(dir.path())
        .args(["--lang", "zh-CN", "--bank", "cites.toml", "check"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        "cites.toml:21:1: 引用的2002年规则第12条第7款没有单独的条目（第12条有；各款单独收录）：\
         请改引第12条，或 `weiqi-quiz rules articles --rules cn2002` 列出的某一款 [q2]\n\
         发现1个问题（读入3题）\n"
    );
    // The same bank named after `check`, and the finding's code in JSON.
    let out = weiqi()
        .current_dir(dir.path())
        .args(["check", "cites.toml", "--json"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["findings"][0]["code"], "check-article-item-missing");
    assert_eq!(json["findings"][0]["id"], "q2");
    // Every item citing an article with an entry passes.
    let clean = bank_citing(dir.path(), &[("cn2002", "12.3"), ("japanese", "12")]);
    let out = weiqi()
        .args(["--bank", clean.to_str().unwrap(), "check"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{out:?}");
}

#[test]
fn the_built_in_bank_cites_only_articles_with_entries() {
    let out = weiqi().args(["check", "--json"]).output().unwrap();
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let codes: Vec<&str> = json["findings"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|f| f["code"].as_str())
        .filter(|c| c.starts_with("check-article"))
        .collect();
    assert!(codes.is_empty(), "{codes:?}");
    assert!(out.status.success());
}
